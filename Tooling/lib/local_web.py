"""A loopback web server and headless Chromium for Tooling/lib/docs_site_check.py, each started in a
process of its own and stopped however the check ends (Ctrl-C included)."""
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request


class Browser:
    """Headless Chromium runs, each in a process group of its own, so that an interrupted check
    stops exactly the browsers it started."""

    def __init__(self, command, budget_ms):
        self.command, self.budget_ms = command, budget_ms
        self.running, self.lock, self.stopped = set(), threading.Lock(), False

    def _run(self, arguments, budget_ms):
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                 "--mute-audio", f"--virtual-time-budget={budget_ms}"]
        timeout = 120 + budget_ms / 1000
        with tempfile.TemporaryDirectory(prefix="docs-site-check-profile.") as profile:
            with self.lock:
                if self.stopped:
                    return ""
                process = subprocess.Popen([self.command, *flags, f"--user-data-dir={profile}", *arguments],
                                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, start_new_session=True)
                self.running.add(process)
            try:
                out, _ = process.communicate(timeout=timeout)
            except subprocess.TimeoutExpired:
                self._stop(process)
                out = b""
            finally:
                with self.lock:
                    self.running.discard(process)
        return out.decode("utf-8", "replace")

    def dom(self, url, budget_ms=None):
        return self._run(["--dump-dom", url], budget_ms or self.budget_ms)

    def screenshot(self, url, path):
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        self._run([f"--screenshot={os.path.abspath(path)}", "--window-size=1280,1000", url], self.budget_ms)

    @staticmethod
    def _stop(process):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait()

    def stop_all(self):
        with self.lock:
            self.stopped = True
            for process in list(self.running):
                self._stop(process)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def http_status(url):
    try:
        with urllib.request.urlopen(url, timeout=20) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError as error:
        return f"unreachable ({error})"


def start_server(root):
    """`python3 -m http.server` on a free loopback port, answering; (process, origin)."""
    for _ in range(5):
        port = free_port()
        server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", root],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        origin = f"http://127.0.0.1:{port}"
        for _ in range(100):
            if server.poll() is not None:
                break
            if isinstance(http_status(origin + "/"), int):
                return server, origin
            time.sleep(0.1)
        stop_server(server)
    raise RuntimeError("python3 -m http.server did not start")


def stop_server(server):
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
