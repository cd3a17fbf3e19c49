// The compiler's index, read through the toolchain's own libIndexStore, loaded at run time so the
// package links nothing outside the Swift toolchain. The declarations below are the few entry
// points of libIndexStore's C API this reader uses (indexstore.h in the toolchain); the shim flattens
// them into plain callbacks.
#ifndef MARCADOR_INDEX_STORE_H
#define MARCADOR_INDEX_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// One occurrence of a symbol in a record: what it is, where, and in what role.
typedef struct {
    const char *usr;
    size_t usr_length;
    const char *name;
    size_t name_length;
    /// indexstore_symbol_kind_t: 5 enum, 6 struct, 7 class, 8 protocol, 11 typealias, 12 function…
    int kind;
    /// indexstore_symbol_role_t: 1 << 1 definition, 1 << 2 reference, 1 << 8 implicit…
    uint64_t roles;
    unsigned line;
    unsigned column;
} marcador_index_occurrence;

/// A record of a unit with a main file; returns whether to read that record's occurrences now.
typedef bool (*marcador_index_unit_record)(void *context, const char *main_file, size_t main_file_length, const char *module,
                                           size_t module_length, const char *record, size_t record_length);
typedef void (*marcador_index_occurrence_found)(void *context, const marcador_index_occurrence *occurrence);

/// Loads libIndexStore from `library_path`. NULL when loaded, otherwise why not (owned by the shim).
const char *marcador_index_load(const char *library_path);

/// Walks the store at `store_path`: `record` for every record of every unit that has a main file,
/// then, when it returns true, `occurrence` for each occurrence in that record. NULL on success,
/// otherwise why the store could not be read.
const char *marcador_index_read(const char *store_path, void *context, marcador_index_unit_record record,
                                marcador_index_occurrence_found occurrence);

#endif
