"""Which public symbols of a symbol graph count as undocumented: those declared under a feature's
Domain/ without a doc comment written at their own declaration."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import docs_comments  # noqa: E402

ROOT = "/repo"
DOMAIN = "file:///repo/Modules/Partidos/Domain/PartidosDeMuestra.swift"


def symbol(name, uri=DOMAIN, line=9, comment=None, kind="Instance Property"):
    found = {"kind": {"displayName": kind}, "pathComponents": name.split("."), "names": {"title": name},
             "location": {"uri": uri, "position": {"line": line, "character": 4}}}
    if comment is not None:
        found["docComment"] = comment
    return found


def own(text, uri=DOMAIN):
    return {"uri": uri, "module": "Partidos", "lines": [{"text": text}]}


class Undocumented(unittest.TestCase):
    def test_a_domain_symbol_without_a_comment_is_named_at_its_one_based_line(self):
        graph = {"symbols": [symbol("PartidosDeMuestra.torneo")]}
        self.assertEqual(docs_comments.undocumented(graph, ["Partidos"], ROOT),
                         [("Modules/Partidos/Domain/PartidosDeMuestra.swift", 10, "instance property PartidosDeMuestra.torneo")])

    def test_its_own_comment_documents_it(self):
        graph = {"symbols": [symbol("PartidosDeMuestra.torneo", comment=own("The tournament in memory."))]}
        self.assertEqual(docs_comments.undocumented(graph, ["Partidos"], ROOT), [])

    def test_a_comment_inherited_from_a_protocol_or_the_standard_library_does_not(self):
        protocol = own("Why the last change could not be saved.", "file:///repo/Modules/Partidos/Domain/PartidosRepositorio.swift")
        standard = {"module": "Swift", "lines": [{"text": "The stable identity of the entity."}]}
        graph = {"symbols": [symbol("PartidosDeMuestra.aviso", comment=protocol), symbol("PartidoDeLista.id", comment=standard)]}
        self.assertEqual(len(docs_comments.undocumented(graph, ["Partidos"], ROOT)), 2)

    def test_an_empty_comment_does_not(self):
        graph = {"symbols": [symbol("PartidosDeMuestra.torneo", comment=own("   "))]}
        self.assertEqual(len(docs_comments.undocumented(graph, ["Partidos"], ROOT)), 1)

    def test_other_layers_core_the_model_and_synthesized_symbols_are_not_asked(self):
        graph = {"symbols": [
            symbol("RepositorioDePartidos.torneo", "file:///repo/Modules/Partidos/Data/RepositorioDePartidos.swift"),
            symbol("ErrorDeRed.sinConexion", "file:///repo/Modules/Core/Domain/ErrorDeRed.swift"),
            {"kind": {"displayName": "Operator"}, "pathComponents": ["MinutoEnJuego", "!=(_:_:)"], "names": {"title": "!="}},
        ]}
        self.assertEqual(docs_comments.undocumented(graph, ["Partidos"], ROOT), [])

    def test_the_features_are_the_modules_but_the_model_and_core(self):
        policy = {"model": "Torneo", "core": {"module": "Core"}}
        self.assertEqual(docs_comments.features(policy, ["Torneo", "Partidos", "Core", "Arbitros"]), ["Arbitros", "Partidos"])

    def test_a_path_outside_the_root_stays_whole(self):
        self.assertEqual(docs_comments.path_of("file:///elsewhere/Modules/A/Domain/X.swift", ROOT), "/elsewhere/Modules/A/Domain/X.swift")
        self.assertEqual(docs_comments.path_of("file:///repo/Modules/A/Domain/X%20Y.swift", ROOT), "Modules/A/Domain/X Y.swift")


if __name__ == "__main__":
    unittest.main()
