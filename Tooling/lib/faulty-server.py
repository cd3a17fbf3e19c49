"""A JSONPlaceholder-style server on 127.0.0.1 that misbehaves in one chosen way, for
Tooling/network-faults.sh. It serves until it is killed, or for --lifetime seconds at most.

Faults: ok (three users, 201 for a post), empty ([] for the users), silent (reads the request and
never answers), late (answers correctly after --delay seconds), drip (one byte of a correct answer
a second), reset (half the body, then a TCP reset), huge (a 50 MB body that is not JSON), invalid
(a short body that is not JSON), status500, status404, plainhttp (whatever arrives, even a TLS
handshake, is answered with a plain-HTTP 400, as a plain server on a port a client thinks is https). It counts the requests it read in
--count-file, one line each.
"""

import argparse
import json
import socket
import struct
import threading
import time

USERS = [
    {"id": 1, "name": "Leanne Graham", "email": "Sincere@april.biz", "address": {"city": "Gwenborough"}},
    {"id": 2, "name": "Ervin Howell", "email": "Shanna@melissa.tv", "address": {"city": "Wisokyburgh"}},
    {"id": 3, "name": "Clementine Bauch", "email": "Nathan@yesenia.net", "address": {"city": "McKenziehaven"}},
]


def read_request(conn):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip() or 0)
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        body += chunk
    return head.split(b" ")[0].decode("latin-1", "replace")


def answer(status, body):
    reason = {200: "OK", 201: "Created", 404: "Not Found", 500: "Internal Server Error"}[status]
    head = (
        f"HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    )
    return head.encode() + body


def correct(method):
    if method == "POST":
        return answer(201, json.dumps({"id": 101}).encode())
    return answer(200, json.dumps(USERS).encode())


def serve(conn, args, stop):
    try:
        if args.fault == "plainhttp":
            if conn.recv(65536):
                with open(args.count_file, "a") as counted:
                    counted.write("?\n")
                conn.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        method = read_request(conn)
        if method is None:
            return
        with open(args.count_file, "a") as counted:
            counted.write(method + "\n")
        fault = args.fault
        if fault == "ok":
            conn.sendall(correct(method))
        elif fault == "empty":
            conn.sendall(answer(200, b"[]") if method == "GET" else correct(method))
        elif fault == "silent":
            stop.wait(args.lifetime)
        elif fault == "late":
            if not stop.wait(args.delay):
                conn.sendall(correct(method))
        elif fault == "drip":
            for byte in correct(method):
                if stop.wait(1):
                    return
                conn.sendall(bytes([byte]))
        elif fault == "reset":
            whole = correct(method)
            conn.sendall(whole[: len(whole) - 20])
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        elif fault == "huge":
            body = b"x" * (50 * 1024 * 1024)
            conn.sendall(answer(200, body))
        elif fault == "invalid":
            conn.sendall(answer(200 if method == "GET" else 201, b"{not json"))
        elif fault == "status500":
            conn.sendall(answer(500, b"{}"))
        elif fault == "status404":
            conn.sendall(answer(404, b"{}"))
    except OSError:
        pass  # The client gave up first: that is what the trial is about.
    finally:
        conn.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fault")
    parser.add_argument("--port-file", required=True)
    parser.add_argument("--count-file", required=True)
    parser.add_argument("--delay", type=float, default=0)
    parser.add_argument("--lifetime", type=float, default=600)
    args = parser.parse_args()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    open(args.count_file, "w").close()
    with open(args.port_file, "w") as port:
        port.write(str(listener.getsockname()[1]))
    stop = threading.Event()
    listener.settimeout(0.5)
    ends = time.monotonic() + args.lifetime
    while time.monotonic() < ends:
        try:
            conn, _ = listener.accept()
        except socket.timeout:
            continue
        threading.Thread(target=serve, args=(conn, args, stop), daemon=True).start()
    stop.set()


if __name__ == "__main__":
    main()
