# Sourced by Tooling/check-apple-code.sh --planted once the surface is built: plants known errors in
# the work tree, each of which must fail at its file:line, building incrementally in the surface
# build's folder. Every planted file is put back byte for byte however the script ends.
planted="$scratch/planted"
mkdir -p "$planted"
forget_old_surface
failures=0
restores=()
cleanup() { local pair; for pair in "${restores[@]}"; do cp "$work/kept/${pair%%|*}" "${pair#*|}"; done; }
# plant_in FILE ANCHOR REPLACEMENT EXPECTED: replaces ANCHOR (a fixed string) by REPLACEMENT in FILE,
# keeping the file to be put back; planted_line is the line where EXPECTED then is.
plant_in() {
    mkdir -p "$work/kept"
    cp "$root/$1" "$work/kept/${#restores[@]}"
    restores+=("${#restores[@]}|$root/$1")
    ANCHOR="$2" REPLACEMENT="$3" perl -0pi -e 's/\Q$ENV{ANCHOR}\E/$ENV{REPLACEMENT}/ or die "anchor not found\n"' "$root/$1"
    planted_line="$(grep -nF -- "$4" "$root/$1" | head -1 | cut -d: -f1)"
}
put_back() { cleanup; restores=(); }
# judged WHAT FOUND FILE LINE STARTED: one plant's verdict, from the build's or the check's $log.
judged() {
    if grep -E "$2" "$log" >/dev/null; then
        echo "planted: $1 is caught at $3:$4 ($(since "$5" 1) s)"
    else
        echo "planted: $1 was NOT caught at $3:$4; the build and check said:" >&2
        grep -E '(error|warning): ' "$log" | sed "s|$root/||" >&2 || tail -10 "$log" >&2
        failures=$((failures + 1))
    fi
}
# plant build FILE TARGET ANCHOR REPLACEMENT EXPECTED WHAT: builds TARGET, which must fail at the
# line where EXPECTED then is.
plant() {
    local file="$2" target="$3" what="$7" line started status=0
    started="$(now)"
    plant_in "$file" "$4" "$5" "$6"
    line=$planted_line
    swift build --target "$target" --scratch-path "$scratch" "${surface_flags[@]}" >"$log" 2>&1 || status=$?
    put_back
    [ "$status" -ne 0 ] || : >"$log"
    judged "$what" "/$file:$line:[0-9]+: error: " "$file" "$line" "$started"
}
# plant_checks RULE FILE ANCHOR REPLACEMENT EXPECTED WHAT …: plants that are legal Swift, all at once
# (each in its own file): one build, then the checker on its index must report each RULE at its line.
plant_checks() {
    local started status=0 rules=() files=() lines=() whats=()
    started="$(now)"
    while [[ $# -gt 0 ]]; do
        rules+=("$1") files+=("$2") whats+=("$6")
        plant_in "$2" "$3" "$4" "$5"
        lines+=("$planted_line")
        shift 6
    done
    build_the_app || status=$?
    [ "$status" -ne 0 ] || check_the_app >"$log" 2>&1 || true
    put_back
    local i
    for i in "${!rules[@]}"; do
        judged "${whats[$i]}" "^${files[$i]}:${lines[$i]}:[0-9]+: error: \[${rules[$i]}\]" "${files[$i]}" "${lines[$i]}" "$started"
    done
}

build_checker
compile_probes "$surface" "$scratch/probes-index"
plant build Modules/Partidos/UI/ListaDePartidosView.swift Partidos \
    'switch viewModel.uiState {' 'switch viewModel.uiStat {' 'viewModel.uiStat' \
    "a misspelt ViewModel property in a view"
plant build Modules/Cronica/UI/CronicaView.swift Cronica \
    $'    import Core\n' '' '.failure(.sinConexion)' \
    "a missing import (an enum case of Core without 'import Core')"
# A preview whose body is one expression: in a body with `return` the compiler names the `return`
# line instead (it then retries the closure as a result builder), on Xcode as here.
plant build Modules/Arbitros/UI/ArbitrosView.swift Arbitros \
    'ArbitrosView(viewModel: pantallaDeMuestra(ArbitrosDeMuestra(retenerElSiguiente: true)))' \
    'ArbitrosView(modelo: pantallaDeMuestra(ArbitrosDeMuestra(retenerElSiguiente: true)))' 'ArbitrosView(modelo:' \
    "a preview calling an initialiser with a wrong label"
plant build Apps/MarcadorAppleApp/MarcadorApp.swift MarcadorAppleApp \
    'description: Text(error.mensaje)' 'description: error.mensaje' 'description: error.mensaje' \
    "the app entry passing a String where the SDK takes a Text"

# What the iOS 18.0 SDK refuses and a looser surface would let build: each kind of looseness.
plant build Modules/Cronica/UI/CronicaView.swift Cronica \
    $'    public import SwiftUI\n' $'    public import SwiftUI\n\n    final class Caja {}\n\n    nonisolated func conTarea(_ vista: some View) -> some View {\n        let caja = Caja()\n        return vista.task { _ = caja }\n    }\n' \
    'return vista.task { _ = caja }' "a non-Sendable value captured by .task (its action is @Sendable in iOS 18.0)"
plant build Modules/Marcador/UI/BarraDelPartidoEnJuego.swift Marcador \
    $'    public import SwiftUI\n' $'    public import SwiftUI\n\n    nonisolated func separador() -> Spacer { Spacer() }\n' \
    'nonisolated func separador()' "Spacer() off the main actor (its initialiser is main-actor in iOS 18.0)"
plant build Modules/Partidos/UI/GoleadoresView.swift Partidos \
    $'    public import SwiftUI\n' $'    public import SwiftUI\n\n    @MainActor let clave: LocalizedStringKey = "Goleadores"\n    nonisolated func leerLaClave() async -> LocalizedStringKey { await clave }\n' \
    'await clave }' "a LocalizedStringKey leaving the main actor (not Sendable in iOS 18.0)"
plant build Apps/MarcadorAppleApp/MarcadorApp.swift MarcadorAppleApp \
    $'        var body: some Scene {\n' $'        var ayuda: some Scene {\n            WindowGroup(content: { Text("Ayuda") })\n        }\n\n        var body: some Scene {\n' \
    'WindowGroup(content:' "a deprecated initialiser (WindowGroup.init(content:), deprecated in iOS 18.0)"

plant_checks layer.ui-framework Modules/Marcador/Domain/Lado.swift \
    $'public import Torneo\n' $'public import Torneo\n\n#if canImport(SwiftUI)\n    import SwiftUI\n#endif\n' 'import SwiftUI' \
    "SwiftUI imported in Domain behind canImport (invisible to the plain build)" \
    platform.availability Modules/Partidos/UI/ListaDePartidosView.swift \
    '.navigationTitle(estado.nombreDelTorneo)' $'.navigationTitle(estado.nombreDelTorneo)\n            .glassEffect()' '.glassEffect()' \
    "an iOS 26 modifier in a view of an app that deploys to iOS 18" \
    platform.unprobed Modules/Cronica/UI/CronicaView.swift \
    '.disabled(' $'.onDisappear {}\n            .disabled(' '.onDisappear {}' \
    "a modifier of the surface that no signature probe names"

# An SDK stricter than the surface: a copy of the SwiftUI surface with `Text.init(_:)` main-actor
# isolated; the probe made outside the main actor must fail there, at its line.
started="$(now)"
sdk="$planted/stricter-sdk"
rm -rf "$sdk" && mkdir -p "$sdk/sources"
cp "$sources"/SwiftUI/*.swift "$sdk/sources/"
ANCHOR='@_disfavoredOverload nonisolated public init<S>(_ content: S)' perl -0pi -e \
    's/\Q$ENV{ANCHOR}\E/\@_disfavoredOverload \@MainActor public init<S>(_ content: S)/ or die "anchor not found\n"' "$sdk/sources/Views.swift"
swiftc "${settings[@]}" -parse-as-library -emit-module -module-name SwiftUI -load-plugin-library "$surface/libPreviewMacros.so" \
    -emit-module-path "$sdk/SwiftUI.swiftmodule" "$sdk/sources"/*.swift
cp "$surface"/UserNotifications.swiftmodule "$sdk/"
probe="Tooling/AppleSurface/Probes/Views.swift"
line="$(grep -nF -- '-> Text = Text.init(_:)' "$probe" | head -1 | cut -d: -f1)"
compile_probes "$sdk" "$work/stricter-index" >"$log" 2>&1 || true
judged "an SDK that isolates Text.init(_:) to the main actor (its probe)" "/$probe:$line:[0-9]+: error: " "$probe" "$line" "$started"

if [ "$failures" -ne 0 ]; then
    echo "check-apple-code: $failures planted error(s) passed the surface build: the surface no longer checks them." >&2
    exit 1
fi
echo "check-apple-code: every planted error fails the surface build at its file:line"
