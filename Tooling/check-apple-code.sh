#!/usr/bin/env bash
# The code only Apple platforms compile, built on Linux against the declared SDK surface in
# Tooling/AppleSurface, then the architecture check on that build's index.
set -euo pipefail

usage() {
    cat <<'EOF_USAGE'
Usage: Tooling/check-apple-code.sh [--planted]

Builds the Apple app (marcador-app and every module it links) with stand-in `SwiftUI` and
`UserNotifications` modules and the #Preview expansion (Tooling/AppleSurface) visible, so
`canImport(SwiftUI)` is true, with no warning allowed, and fails if a file with Apple-only code is
not part of it;
type-checks the iOS app's UI tests against a stand-in XCTest; compiles the signature probes. Then
check-architecture reads that build's index: the layer rules, a declaration newer than the
deployment target (--availability), a declaration no probe names (--probes).

  --planted   instead, plant known errors in the work tree (Tooling/lib/apple-planted.sh; each
              file put back after) and check that each is caught at its file:line
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

# The signature probes compiled against the surface in $1, their index (for --probes) written to $2.
compile_probes() {
    rm -rf "$2" "$work/probes" && mkdir -p "$work/probes"
    (cd "$work/probes" && swiftc "${settings[@]}" -parse-as-library -c -module-name Probes -I "$1" \
        -load-plugin-library "$surface/libPreviewMacros.so" -index-store-path "$2" -index-ignore-system-modules "$sources"/Probes/*.swift)
}

# The files with Apple-only code: every one in Modules and Apps, whatever its #if names.
apple_files() { grep -rlE --include='*.swift' 'canImport\((SwiftUI|UserNotifications)\)' Modules Apps || true; }
# The object of FILE in the surface build (its target is the folder under Modules or Apps).
object_of() { echo "$scratch/debug/$(echo "$1" | cut -d/ -f2).build/$(basename "$1").o"; }

# The surface build compiles the Apple app's product only: the tests and the tooling have no
# Apple-only code, and the Linux build compiles them. A module with Apple-only code that the app
# does not link would escape it, so a file whose object the app's link does not list fails here
# (the list, not the objects: a scratch folder keeps objects of builds before).
every_apple_file_compiled() {
    local file object missing=0 linked="$scratch/debug/marcador-app.product/Objects.LinkFileList"
    while IFS= read -r file; do
        # The list names each object under the build's own folder (the triple's): only what follows
        # debug/ is compared.
        object="$(object_of "$file")"
        if ! grep -qF "${object#"$scratch/debug"}" "$linked"; then
            echo "check-apple-code: $file has Apple-only code but marcador-app does not link its module; link it from the app." >&2
            missing=1
        fi
    done < <(apple_files)
    [ "$missing" -eq 0 ] || exit 1
}

# SwiftPM does not know a build depends on the surface (it arrives through flags), so after a change
# of the surface the files that import it are recompiled by hand: their objects are removed.
forget_old_surface() {
    local file
    if [ -f "$scratch/surface-stamp" ] && cmp -s "$scratch/surface-stamp" "$surface/stamp"; then
        return
    fi
    apple_files | while IFS= read -r file; do rm -f "$(object_of "$file")"; done
    mkdir -p "$scratch"
    cp "$surface/stamp" "$scratch/surface-stamp"
}

# `swift build` with the surface's modules on the import path (so canImport is true), #Preview's
# expansion loaded and its libraries on the link path; warnings are errors, so a deprecated call or a
# main-actor call the SDK marks `@preconcurrency` fails at its line, as `--planted` needs.
surface_flags=(-Xswiftc -I -Xswiftc "$surface" -Xswiftc -load-plugin-library -Xswiftc "$surface/libPreviewMacros.so"
    -Xswiftc -warnings-as-errors -Xlinker -L"$surface")
# The Apple app and what it links, built against the surface (its output in $log); the checker on
# that build's index, with the surface's symbol graphs and the probes' index.
build_the_app() { swift build --product marcador-app --scratch-path "$scratch" "${surface_flags[@]}" >"$log" 2>&1; }
check_the_app() {
    "$checker" --index-store "$scratch/debug/index/store" --linked-by MarcadorAppleApp --availability "$surface/symbols" \
        --probes "$scratch/probes-index"
}

make_work
log="$work/log"

started="$(now)"
build_surface
echo "surface: modules SwiftUI, UserNotifications and the #Preview expansion ready ($(since "$started" 1) s)"

if [[ $mode == check ]]; then
    started="$(now)"
    status=0
    forget_old_surface
    build_the_app || status=$?
    if [ "$status" -ne 0 ]; then
        grep -E '(^|: )(error|warning): ' "$log" >&2 || tail -30 "$log" >&2
        echo "check-apple-code: the Apple app (marcador-app) does not build against the Apple surface (errors above)." >&2
        exit 1
    fi
    if grep -E '(^|: )warning: ' "$log" >&2; then
        echo "check-apple-code: the surface build printed warnings (above); fix them before merging." >&2
        exit 1
    fi
    every_apple_file_compiled
    echo "surface build: the Apple app and every module it links, views and previews included, no warnings ($(since "$started" 1) s)"

    started="$(now)"
    # The UI tests of the iOS app (Apps/iOS), as the Xcode project compiles them: Swift 6.
    swiftc -swift-version 6 -warnings-as-errors -typecheck -I "$surface/xctest" Apps/iOS/MarcadorUITests/*.swift
    echo "the iOS app's UI tests type-check against XCTest's UI-testing surface ($(since "$started" 1) s)"

    started="$(now)"
    compile_probes "$surface" "$scratch/probes-index"
    echo "the signature probes compile against the surface ($(since "$started" 1) s)"

    started="$(now)"
    build_checker
    check_the_app
    echo "architecture on the surface build's index, every SDK declaration it uses probed ($(since "$started" 1) s)"
    exit 0
fi

source "$root/Tooling/lib/apple-planted.sh"
