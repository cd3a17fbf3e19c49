// The one type of libIndexStore's C API (indexstore.h in the toolchain) that Swift needs declared in
// C: the library hands out its strings by value as this pair, which a Swift struct cannot stand for
// in a C function type. The library itself is loaded at run time (Index/IndexStoreReader.swift), so
// the package links nothing outside the Swift toolchain.
#ifndef MARCADOR_INDEX_STORE_H
#define MARCADOR_INDEX_STORE_H

#include <stddef.h>

typedef struct {
    const char *data;
    size_t length;
} indexstore_string_ref_t;

#endif
