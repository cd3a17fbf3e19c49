# Sourced by Tooling/check-apple-code.sh --planted once the surface is built: plants known errors one
# at a time in a copy of the repository, each of which must fail at its file:line. The copy sits at a
# fixed place, so its build is incremental from one plant to the next (and from one run to the next);
# each plant is undone before the next one.
planted="$scratch/planted"
copy="$planted/tree"
rm -rf "$copy"
copy_tree "$copy"

forget_old_surface "$planted/scratch"
failures=0
# plant build|check FILE TARGET|RULE ANCHOR REPLACEMENT EXPECTED WHAT: replaces ANCHOR (a fixed
# string) by REPLACEMENT in FILE of the copy, and restores the file after. `build` builds TARGET and
# expects an error at the line where EXPECTED then is; `check` is for a plant that is legal Swift:
# the whole copy is built and the checker, on that build's index, must report RULE at that line.
plant() {
    local kind="$1" file="$2" subject="$3" expected="$6" what="$7" line started status=0 found
    started="$(now)"
    cp "$copy/$file" "$work/original"
    ANCHOR="$4" REPLACEMENT="$5" perl -0pi -e 's/\Q$ENV{ANCHOR}\E/$ENV{REPLACEMENT}/ or die "anchor not found\n"' "$copy/$file"
    line="$(grep -nF -- "$expected" "$copy/$file" | head -1 | cut -d: -f1)"
    if [[ $kind == build ]]; then
        found="/$file:$line:[0-9]+: error: "
        (cd "$copy" && swift build --target "$subject" --scratch-path "$planted/scratch" "${surface_flags[@]}") >"$log" 2>&1 || status=$?
    else
        found="^$file:$line:[0-9]+: error: \[$subject\]"
        (cd "$copy" && swift build --build-tests --scratch-path "$planted/scratch" "${surface_flags[@]}") >"$log" 2>&1 || status=$?
        [ "$status" -ne 0 ] || (cd "$copy" && "$checker" --index-store "$planted/scratch/debug/index/store" \
            --availability "$surface/symbols" --probes "$scratch/probes-index") >"$log" 2>&1 || status=$?
    fi
    cp "$work/original" "$copy/$file"
    if [ "$status" -ne 0 ] && grep -E "$found" "$log" >/dev/null; then
        echo "planted: $what is caught at $file:$line ($(since "$started" 1) s)"
        grep -E "$found" "$log" | head -1 | sed "s|^$copy/||; s|^|    |"
    else
        echo "planted: $what was NOT caught at $file:$line; the build and check said:" >&2
        grep -E '(error|warning): ' "$log" | sed "s|$copy/||" >&2 || tail -10 "$log" >&2
        failures=$((failures + 1))
    fi
}

build_checker
compile_probes "$surface" "$scratch/probes-index"
plant build Modules/Partidos/UI/ListaDePartidosView.swift Partidos \
    'let estado = viewModel.uiState' 'let estado = viewModel.uiStat' 'viewModel.uiStat' \
    "a misspelt ViewModel property in a view"
plant build Modules/Cronica/UI/CronicaView.swift Cronica \
    $'    import Core\n' '' '.failure(.sinConexion)' \
    "a missing import (an enum case of Core without 'import Core')"
# A preview whose body is one expression: in a body with `return` the compiler names the `return`
# line instead (it then retries the closure as a result builder), on Xcode as here.
plant build Modules/Arbitros/UI/ArbitrosView.swift Arbitros \
    'ArbitrosView(viewModel: ArbitrosViewModel(repositorio: ArbitrosDeMuestra(retenerElSiguiente: true)))' \
    'ArbitrosView(modelo: ArbitrosViewModel(repositorio: ArbitrosDeMuestra(retenerElSiguiente: true)))' 'ArbitrosView(modelo:' \
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

plant check Modules/Marcador/Domain/Lado.swift layer.ui-framework \
    $'public import Torneo\n' $'public import Torneo\n\n#if canImport(SwiftUI)\n    import SwiftUI\n#endif\n' 'import SwiftUI' \
    "SwiftUI imported in Domain behind canImport (invisible to the plain build)"
plant check Modules/Partidos/UI/ListaDePartidosView.swift platform.availability \
    '.navigationTitle(estado.nombreDelTorneo)' $'.navigationTitle(estado.nombreDelTorneo)\n            .glassEffect()' '.glassEffect()' \
    "an iOS 26 modifier in a view of an app that deploys to iOS 18"
plant check Modules/Cronica/UI/CronicaView.swift platform.unprobed \
    '.disabled(' $'.onDisappear {}\n            .disabled(' '.onDisappear {}' \
    "a modifier of the surface that no signature probe names"

# A surface that differs from the SDK: a copy of the SwiftUI surface in which `Text.init(_:)` is
# main-actor isolated stands for an SDK that isolates it; the probe made outside the main actor
# must fail there, at its line.
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
if ! compile_probes "$sdk" "$work/stricter-index" >"$log" 2>&1 && grep -E "/$probe:$line:[0-9]+: error: " "$log" >/dev/null; then
    echo "planted: an SDK that isolates Text.init(_:) to the main actor fails its probe at $probe:$line ($(since "$started" 1) s)"
else
    echo "planted: an SDK that isolates Text.init(_:) did NOT fail its probe at $probe:$line; the compiler said:" >&2
    grep -E 'error: ' "$log" >&2 || tail -10 "$log" >&2
    failures=$((failures + 1))
fi

if [ "$failures" -ne 0 ]; then
    echo "check-apple-code: $failures planted error(s) passed the surface build: the surface no longer checks them." >&2
    exit 1
fi
echo "check-apple-code: every planted error fails the surface build at its file:line"
