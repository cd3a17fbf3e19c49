"""Times a command for the benchmarks, standard library only.

  python3 measure.py once CMD...       "SECONDS PEAK_KB" of one run (its output dropped); its status
  python3 measure.py median N CMD...   the median wall seconds of N runs, each with a fresh empty
                                       folder wherever CMD says {data}
"""
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def once(command):
    """(seconds, peak KB, status). The peak is getrusage(RUSAGE_CHILDREN): in a fresh python3 its only
    child is this run."""
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return seconds, peak // 1024 if sys.platform == "darwin" else peak, status  # bytes there, KB on Linux


def median(runs, command):
    timings = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            start = time.perf_counter()
            subprocess.run([word.replace("{data}", data) for word in command], check=True, stdout=subprocess.DEVNULL)
            timings.append(time.perf_counter() - start)
    return statistics.median(timings)


if __name__ == "__main__":
    if sys.argv[1:2] == ["once"]:
        seconds, peak, status = once(sys.argv[2:])
        print(f"{seconds:.3f} {peak}")
        sys.exit(status)
    print(f"{median(int(sys.argv[2]), sys.argv[3:]):.3f}")
