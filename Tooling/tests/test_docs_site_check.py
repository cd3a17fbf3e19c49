"""The pure parts of the documentation site's browser check: where module pages are, what a rendered
page says, which links stay inside the site, and the check page that renders them."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
import docs_site_check as check  # noqa: E402

RENDERED = """<html><body><noscript><h1 class="noscript-title">This page requires JavaScript.</h1></noscript>
<div id="app"><h2 class="nav-title"> Documentation </h2>
<a href="#app-main">Skip</a><a href="/documentation/partidos">Partidos</a>
<span class="eyebrow">Framework</span><h1 data-v-1="" class="title"><span>Partidos</span></h1>
<p><a href="/documentation/partidos/comovaeltorneo">ComoVa<wbr>ElTorneo</a>
<a href="/documentation/torneo/partido#overview">Partido</a>
<a href="../torneo/">Torneo</a><a href="https://www.swift.org/documentation/docc">DocC</a></p></div></body></html>"""

NOT_FOUND = """<div id="app"><noscript><h1 class="noscript-title">This page requires JavaScript.</h1></noscript>
<div class="generic-error"><h1 class="title error-content">The page you\u2019re looking for can\u2019t be found.</h1></div></div>"""


class Paths(unittest.TestCase):
    def test_a_module_page_is_its_lower_case_name_under_documentation(self):
        self.assertEqual(check.module_path("MarcadorApp"), "/documentation/marcadorapp")

    def test_the_hosting_base_path_comes_first_however_it_is_written(self):
        for base in ("marcador", "/marcador", "/marcador/"):
            self.assertEqual(check.module_path("Partidos", base), "/marcador/documentation/partidos")
        self.assertEqual(check.normalized_base("/"), "")

    def test_a_page_is_a_folder_and_a_file_is_not(self):
        self.assertTrue(check.is_page("/documentation/partidos/comovaeltorneo"))
        self.assertFalse(check.is_page("/downloads/ejemplo.zip"))


class RenderedPage(unittest.TestCase):
    def test_the_title_is_the_text_of_doccs_title_heading_not_the_noscript_one(self):
        title, _, not_found = check.parse_page(RENDERED)
        self.assertEqual(title, "Partidos")
        self.assertFalse(not_found)

    def test_a_page_without_a_title_heading_has_none(self):
        self.assertIsNone(check.parse_page("<div id='app'></div>")[0])

    def test_doccs_error_page_and_the_servers_404_are_not_found(self):
        self.assertTrue(check.parse_page(NOT_FOUND)[2])
        self.assertTrue(check.parse_page("<h1>Error response</h1><p>Error code: 404</p>")[2])

    def test_every_link_in_order(self):
        links = check.parse_page(RENDERED)[1]
        self.assertEqual(links[:2], ["#app-main", "/documentation/partidos"])
        self.assertEqual(len(links), 6)


class SiteLinks(unittest.TestCase):
    def test_links_inside_the_site_once_each_without_fragment_and_not_the_page_itself(self):
        links = check.parse_page(RENDERED)[1] + ["/documentation/partidos/comovaeltorneo/"]
        self.assertEqual(check.site_links(links, "http://127.0.0.1:8000/documentation/partidos/"),
                         ["/documentation/partidos/comovaeltorneo", "/documentation/torneo/partido", "/documentation/torneo"])

    def test_under_a_base_path_only_links_below_it_count(self):
        links = ["/marcador/documentation/core", "/documentation/core", "/otro/x"]
        self.assertEqual(check.site_links(links, "http://127.0.0.1:8000/marcador/documentation/partidos/", "/marcador"),
                         ["/marcador/documentation/core"])

    def test_another_origin_is_outside_the_site(self):
        self.assertEqual(check.site_links(["http://127.0.0.1:9/documentation/core"], "http://127.0.0.1:8000/documentation/x/"), [])


class Problems(unittest.TestCase):
    def test_a_good_page_has_none(self):
        self.assertIsNone(check.problem_of("/documentation/core", 200, "Core", False))

    def test_each_way_to_be_broken_says_why(self):
        self.assertEqual(check.problem_of("/x", 404, None, False), "HTTP 404")
        self.assertEqual(check.problem_of("/x", 200, None, True), "DocC's page-not-found")
        self.assertEqual(check.problem_of("/x", 200, None, False), "rendered no title")


class CheckPage(unittest.TestCase):
    def test_it_lists_the_paths_as_json_and_cannot_be_closed_by_one(self):
        page = check.check_page(["/documentation/core/", "/x</script>"], polls=7)
        self.assertIn('["/documentation/core/", "/x<\\/script>"]', page)
        self.assertIn("++polls > 7", page)
        self.assertEqual(page.count("</script>"), 1)

    def test_its_results_are_read_back_by_path(self):
        dom = '<pre id="out">[{"url":"/a/","title":"A","notFound":false,"links":[]},' \
              '{"url":"/b/","title":null,"notFound":true,"links":[]}]</pre>'
        self.assertEqual(check.check_results(dom), {"/a/": ("A", False), "/b/": (None, True)})

    def test_a_check_page_that_had_not_finished_has_no_results(self):
        self.assertEqual(check.check_results('<pre id="out"></pre>'), {})
        self.assertEqual(check.check_results(""), {})


class ServedRoot(unittest.TestCase):
    def test_without_a_base_the_sites_entries_are_linked_at_the_root(self):
        with tempfile.TemporaryDirectory() as site, tempfile.TemporaryDirectory() as scratch:
            os.mkdir(os.path.join(site, "documentation"))
            open(os.path.join(site, "index.html"), "w").close()
            check.served_root(site, "", scratch)
            self.assertEqual(sorted(os.listdir(scratch)), ["documentation", "index.html"])

    def test_under_a_base_the_site_answers_at_that_path(self):
        with tempfile.TemporaryDirectory() as site, tempfile.TemporaryDirectory() as scratch:
            open(os.path.join(site, "index.html"), "w").close()
            check.served_root(site, "/org/marcador/", scratch)
            self.assertTrue(os.path.isfile(os.path.join(scratch, "org", "marcador", "index.html")))


if __name__ == "__main__":
    unittest.main()
