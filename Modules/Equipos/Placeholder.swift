// Placeholder until this module gets its first type.
