// A thin C layer over libIndexStore: dlopen once, then the `_apply_f` iterators of its C API turned
// into the flat callbacks of IndexStore.h. Swift cannot call the library directly without a header:
// its entry points take and return C structs by value.
#include "IndexStore.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    const char *data;
    size_t length;
} indexstore_string_ref_t;
typedef void *indexstore_t;
typedef void *indexstore_error_t;
typedef void *indexstore_unit_reader_t;
typedef void *indexstore_unit_dependency_t;
typedef void *indexstore_record_reader_t;
typedef void *indexstore_occurrence_t;
typedef void *indexstore_symbol_t;

static struct {
    bool loaded;
    indexstore_t (*store_create)(const char *, indexstore_error_t *);
    void (*store_dispose)(indexstore_t);
    const char *(*error_get_description)(indexstore_error_t);
    void (*error_dispose)(indexstore_error_t);
    bool (*store_units_apply_f)(indexstore_t, unsigned, void *, bool (*)(void *, indexstore_string_ref_t));
    indexstore_unit_reader_t (*unit_reader_create)(indexstore_t, const char *, indexstore_error_t *);
    void (*unit_reader_dispose)(indexstore_unit_reader_t);
    bool (*unit_reader_has_main_file)(indexstore_unit_reader_t);
    indexstore_string_ref_t (*unit_reader_get_main_file)(indexstore_unit_reader_t);
    indexstore_string_ref_t (*unit_reader_get_module_name)(indexstore_unit_reader_t);
    bool (*unit_reader_dependencies_apply_f)(indexstore_unit_reader_t, void *, bool (*)(void *, indexstore_unit_dependency_t));
    int (*unit_dependency_get_kind)(indexstore_unit_dependency_t);
    indexstore_string_ref_t (*unit_dependency_get_name)(indexstore_unit_dependency_t);
    indexstore_record_reader_t (*record_reader_create)(indexstore_t, const char *, indexstore_error_t *);
    void (*record_reader_dispose)(indexstore_record_reader_t);
    bool (*record_reader_occurrences_apply_f)(indexstore_record_reader_t, void *, bool (*)(void *, indexstore_occurrence_t));
    indexstore_symbol_t (*occurrence_get_symbol)(indexstore_occurrence_t);
    uint64_t (*occurrence_get_roles)(indexstore_occurrence_t);
    void (*occurrence_get_line_col)(indexstore_occurrence_t, unsigned *, unsigned *);
    int (*symbol_get_kind)(indexstore_symbol_t);
    indexstore_string_ref_t (*symbol_get_name)(indexstore_symbol_t);
    indexstore_string_ref_t (*symbol_get_usr)(indexstore_symbol_t);
} api;

static char problem[1024];

static const char *fail(const char *what, const char *detail) {
    snprintf(problem, sizeof problem, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
    return problem;
}

#define LOAD(field, symbol)                                                                                                        \
    do {                                                                                                                           \
        *(void **)(&api.field) = dlsym(library, symbol);                                                                           \
        if (!api.field) return fail("libIndexStore lacks " symbol, NULL);                                                         \
    } while (0)

const char *marcador_index_load(const char *library_path) {
    // Opened every time, so a wrong path is an error even after an earlier load succeeded; the
    // entry points are looked up once.
    void *library = dlopen(library_path, RTLD_NOW | RTLD_LOCAL);
    if (!library) return fail("cannot load libIndexStore", dlerror());
    if (api.loaded) return NULL;
    LOAD(store_create, "indexstore_store_create");
    LOAD(store_dispose, "indexstore_store_dispose");
    LOAD(error_get_description, "indexstore_error_get_description");
    LOAD(error_dispose, "indexstore_error_dispose");
    LOAD(store_units_apply_f, "indexstore_store_units_apply_f");
    LOAD(unit_reader_create, "indexstore_unit_reader_create");
    LOAD(unit_reader_dispose, "indexstore_unit_reader_dispose");
    LOAD(unit_reader_has_main_file, "indexstore_unit_reader_has_main_file");
    LOAD(unit_reader_get_main_file, "indexstore_unit_reader_get_main_file");
    LOAD(unit_reader_get_module_name, "indexstore_unit_reader_get_module_name");
    LOAD(unit_reader_dependencies_apply_f, "indexstore_unit_reader_dependencies_apply_f");
    LOAD(unit_dependency_get_kind, "indexstore_unit_dependency_get_kind");
    LOAD(unit_dependency_get_name, "indexstore_unit_dependency_get_name");
    LOAD(record_reader_create, "indexstore_record_reader_create");
    LOAD(record_reader_dispose, "indexstore_record_reader_dispose");
    LOAD(record_reader_occurrences_apply_f, "indexstore_record_reader_occurrences_apply_f");
    LOAD(occurrence_get_symbol, "indexstore_occurrence_get_symbol");
    LOAD(occurrence_get_roles, "indexstore_occurrence_get_roles");
    LOAD(occurrence_get_line_col, "indexstore_occurrence_get_line_col");
    LOAD(symbol_get_kind, "indexstore_symbol_get_kind");
    LOAD(symbol_get_name, "indexstore_symbol_get_name");
    LOAD(symbol_get_usr, "indexstore_symbol_get_usr");
    api.loaded = true;
    return NULL;
}

/// The library's strings are not NUL-terminated; its readers want names that are. False when the
/// name does not fit (no real unit or record name comes near).
static bool terminated(indexstore_string_ref_t text, char *buffer, size_t size) {
    if (text.length >= size) return false;
    memcpy(buffer, text.data, text.length);
    buffer[text.length] = 0;
    return true;
}

typedef struct {
    void *context;
    marcador_index_occurrence_found found;
} occurrence_walk;

static bool each_occurrence(void *walk_pointer, indexstore_occurrence_t occurrence) {
    occurrence_walk *walk = walk_pointer;
    indexstore_symbol_t symbol = api.occurrence_get_symbol(occurrence);
    indexstore_string_ref_t usr = api.symbol_get_usr(symbol);
    indexstore_string_ref_t name = api.symbol_get_name(symbol);
    marcador_index_occurrence found = {usr.data, usr.length, name.data, name.length, api.symbol_get_kind(symbol),
                                       api.occurrence_get_roles(occurrence), 0, 0};
    api.occurrence_get_line_col(occurrence, &found.line, &found.column);
    walk->found(walk->context, &found);
    return true;
}

typedef struct {
    indexstore_t store;
    void *context;
    marcador_index_unit_record record;
    marcador_index_occurrence_found occurrence;
    indexstore_string_ref_t main_file;
    indexstore_string_ref_t module;
} unit_walk;

enum { UNIT_DEPENDENCY_RECORD = 2 };

static bool each_dependency(void *walk_pointer, indexstore_unit_dependency_t dependency) {
    unit_walk *walk = walk_pointer;
    if (api.unit_dependency_get_kind(dependency) != UNIT_DEPENDENCY_RECORD) return true;
    indexstore_string_ref_t name = api.unit_dependency_get_name(dependency);
    if (!walk->record(walk->context, walk->main_file.data, walk->main_file.length, walk->module.data, walk->module.length,
                      name.data, name.length)) {
        return true;
    }
    char record[1024];
    if (!terminated(name, record, sizeof record)) return true;
    indexstore_error_t error = NULL;
    indexstore_record_reader_t reader = api.record_reader_create(walk->store, record, &error);
    if (!reader) {
        if (error) api.error_dispose(error);
        return true;
    }
    occurrence_walk occurrences = {walk->context, walk->occurrence};
    api.record_reader_occurrences_apply_f(reader, &occurrences, each_occurrence);
    api.record_reader_dispose(reader);
    return true;
}

static bool each_unit(void *walk_pointer, indexstore_string_ref_t unit_name) {
    unit_walk *walk = walk_pointer;
    char name[1024];
    if (!terminated(unit_name, name, sizeof name)) return true;
    indexstore_error_t error = NULL;
    indexstore_unit_reader_t unit = api.unit_reader_create(walk->store, name, &error);
    if (!unit) {
        if (error) api.error_dispose(error);
        return true;
    }
    if (api.unit_reader_has_main_file(unit)) {
        walk->main_file = api.unit_reader_get_main_file(unit);
        walk->module = api.unit_reader_get_module_name(unit);
        api.unit_reader_dependencies_apply_f(unit, walk, each_dependency);
    }
    api.unit_reader_dispose(unit);
    return true;
}

const char *marcador_index_read(const char *store_path, void *context, marcador_index_unit_record record,
                                marcador_index_occurrence_found occurrence) {
    if (!api.loaded) return fail("libIndexStore is not loaded", NULL);
    indexstore_error_t error = NULL;
    indexstore_t store = api.store_create(store_path, &error);
    if (!store) {
        const char *message = fail("cannot open the index store", error ? api.error_get_description(error) : store_path);
        if (error) api.error_dispose(error);
        return message;
    }
    unit_walk walk = {store, context, record, occurrence, {NULL, 0}, {NULL, 0}};
    api.store_units_apply_f(store, 0, &walk, each_unit);
    api.store_dispose(store);
    return NULL;
}
