#!/usr/bin/env bash
# Builds the code that only Apple platforms compile on Linux, against the declared surface of the
# SDK in Tooling/AppleSurface, then runs the architecture check on that build's index.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/check-apple-code.sh [--planted]

Builds the SwiftUI views and their previews, the app's screens, the @main app and NotificadorLocal
on Linux against stand-in `SwiftUI` and `UserNotifications` modules and the #Preview expansion
(Tooling/AppleSurface), with `canImport(SwiftUI)` true and the package's own Swift settings; the
build must print no warning. Type-checks the iOS app's UI tests against a stand-in XCTest, and
compiles the signature probes (Tooling/AppleSurface/Probes, compiled against the SDK on a Mac).
Then check-architecture reads that build's index: the layer rules see every reference in the views,
a use of a declaration newer than the deployment target fails, and so does a use no probe names.

  --planted   instead, plant known errors one at a time in a copy of the repository and check that
              each is caught at its file:line: a misspelt ViewModel property in a view, a missing
              import, a preview calling an initialiser with a wrong label, a wrong argument in the
              app entry (the surface build); SwiftUI imported in Domain behind canImport
              (layer.ui-framework), an iOS 26 modifier (platform.availability), a modifier no probe
              names (platform.unprobed); and an SDK that isolates Text.init(_:) (its probe).
Exit status: 0 clean, 1 an error or a warning, 2 bad usage.
EOF_USAGE
}

source "$(dirname "$0")/lib/common.sh"
help_if_asked "$@"
case "$#:${1:-}" in
    0:) mode=check ;;
    1:--planted) mode=planted ;;
    *) usage_error "takes --planted or nothing, not '$*'" ;;
esac
cd "$repo"
root="$PWD"
scratch="$root/.build/apple-surface"
surface="$scratch/surface"
sources="$root/Tooling/AppleSurface"
host="$(cd "$(dirname "$(command -v swift)")/../lib/swift/host" && pwd)"
# The settings of every target in Package.swift, so the surface is compiled as strictly as the code.
settings=(-swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
    -enable-upcoming-feature InternalImportsByDefault -warnings-as-errors)

now() { date +%s.%N; }

# The plugin and the two modules, rebuilt only when their sources or the compiler change.
build_surface() {
    local stamp
    stamp="$({ swiftc --version 2>&1; find "$sources" -name '*.swift' -print0 | sort -z | xargs -0 sha256sum; } | sha256sum)"
    if [ -f "$surface/stamp" ] && [ "$(cat "$surface/stamp")" = "$stamp" ]; then
        return
    fi
    rm -rf "$surface"
    mkdir -p "$surface"
    swiftc -emit-library -module-name PreviewMacros "$sources"/PreviewMacros/*.swift -I "$host" -L "$host" \
        -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxBuilder -Xlinker -rpath -Xlinker "$host" \
        -o "$surface/libPreviewMacros.so"
    swiftc "${settings[@]}" -parse-as-library -emit-library -emit-module -module-name SwiftUI -module-link-name SwiftUI \
        -load-plugin-library "$surface/libPreviewMacros.so" -emit-module-path "$surface/SwiftUI.swiftmodule" \
        -o "$surface/libSwiftUI.so" "$sources"/SwiftUI/*.swift
    swiftc "${settings[@]}" -parse-as-library -emit-library -emit-module -module-name UserNotifications \
        -module-link-name UserNotifications -emit-module-path "$surface/UserNotifications.swiftmodule" \
        -o "$surface/libUserNotifications.so" "$sources"/UserNotifications/*.swift
    swiftc "${settings[@]}" -parse-as-library -typecheck -I "$surface" -load-plugin-library "$surface/libPreviewMacros.so" \
        "$sources"/Usage/*.swift
    # XCTest's UI testing, in a folder of its own: it stands in for the toolchain's XCTest only
    # where the iOS app's UI tests are type-checked.
    mkdir -p "$surface/xctest"
    swiftc "${settings[@]}" -parse-as-library -emit-module -module-name XCTest -emit-module-path "$surface/xctest/XCTest.swiftmodule" \
        "$sources"/XCTest/*.swift
    # The releases each declaration needs (its @available), which the architecture check reads.
    local triple module
    triple="$(swiftc -print-target-info | grep -m1 '"triple"' | cut -d'"' -f4)"
    mkdir -p "$surface/symbols"
    for module in SwiftUI UserNotifications; do
        swift-symbolgraph-extract -module-name "$module" -I "$surface" -target "$triple" -output-dir "$surface/symbols" \
            -minimum-access-level public
    done
    echo "$stamp" >"$surface/stamp"
}

# The signature probes (Tooling/AppleSurface/Probes) compiled against the surface in $1, their index
# written to $2 (for the checker: every surface declaration the code uses must have a probe).
compile_probes() {
    rm -rf "$2" "$work/probes" && mkdir -p "$work/probes"
    (cd "$work/probes" && swiftc "${settings[@]}" -parse-as-library -c -module-name Probes -I "$1" \
        -load-plugin-library "$surface/libPreviewMacros.so" -index-store-path "$2" -index-ignore-system-modules "$sources"/Probes/*.swift)
}

# SwiftPM does not know a build depends on the surface (it arrives through flags), so after a change
# of the surface the files that import it are recompiled by hand: their objects are removed.
forget_old_surface() {
    local build="$1" file
    if [ -f "$build/surface-stamp" ] && cmp -s "$build/surface-stamp" "$surface/stamp"; then
        return
    fi
    { grep -rlE --include='*.swift' 'canImport\((SwiftUI|UserNotifications)\)' Modules Apps || true; } | while IFS= read -r file; do
        rm -f "$build/debug/$(echo "$file" | cut -d/ -f2).build/$(basename "$file").o"
    done
    mkdir -p "$build"
    cp "$surface/stamp" "$build/surface-stamp"
}

# `swift build` with the surface visible: its modules on the import path (so canImport is true),
# the #Preview expansion loaded, its libraries on the link path (the app and the tests link).
surface_flags=(-Xswiftc -I -Xswiftc "$surface" -Xswiftc -load-plugin-library -Xswiftc "$surface/libPreviewMacros.so"
    -Xlinker -L"$surface")

make_work
log="$work/log"

started="$(now)"
build_surface
echo "surface: modules SwiftUI, UserNotifications and the #Preview expansion ready ($(since "$started" 1) s)"

if [[ $mode == check ]]; then
    started="$(now)"
    status=0
    forget_old_surface "$scratch"
    swift build --build-tests --scratch-path "$scratch" "${surface_flags[@]}" >"$log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        grep -E '(^|: )(error|warning): ' "$log" >&2 || tail -30 "$log" >&2
        echo "check-apple-code: the package does not build against the Apple surface (errors above)." >&2
        exit 1
    fi
    if grep -E '(^|: )warning: ' "$log" >&2; then
        echo "check-apple-code: the surface build printed warnings (above); fix them before merging." >&2
        exit 1
    fi
    echo "surface build: every target, views, previews and the app included, no warnings ($(since "$started" 1) s)"

    started="$(now)"
    # The UI tests of the iOS app (Apps/iOS), as the Xcode project compiles them: Swift 6.
    swiftc -swift-version 6 -warnings-as-errors -typecheck -I "$surface/xctest" Apps/iOS/MarcadorUITests/*.swift
    echo "the iOS app's UI tests type-check against XCTest's UI-testing surface ($(since "$started" 1) s)"

    started="$(now)"
    compile_probes "$surface" "$scratch/probes-index"
    echo "the signature probes compile against the surface ($(since "$started" 1) s)"

    started="$(now)"
    build_checker
    "$checker" --index-store "$scratch/debug/index/store" --availability "$surface/symbols" --probes "$scratch/probes-index"
    echo "architecture on the surface build's index, every SDK declaration it uses probed ($(since "$started" 1) s)"
    exit 0
fi

# --planted: a copy at a fixed place, so its build is incremental from one plant to the next (and
# from one run to the next); each plant is undone before the next one.
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
