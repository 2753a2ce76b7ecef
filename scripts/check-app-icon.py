#!/usr/bin/env python3
"""Checks an app icon as App Store validation does, with zlib (the reference deflate): a PNG whose every chunk's CRC
holds, 1024 x 1024, 8-bit RGB without alpha, its image data inflating to exactly the rows it declares, each row's
filter a valid one. Usage: check-app-icon.py ICON.png; prints the problem and exits 1, or prints "ok"."""
import struct
import sys
import zlib


def check(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return "not a PNG"
    i, chunks, idat = 8, [], b""
    while i < len(data):
        (n,) = struct.unpack(">I", data[i:i + 4]) if i + 4 <= len(data) else (len(data),)
        if i + 12 + n > len(data):
            return "a chunk is cut short"
        kind, body = data[i + 4:i + 8], data[i + 8:i + 8 + n]
        (crc,) = struct.unpack(">I", data[i + 8 + n:i + 12 + n])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            return "the CRC of %r is wrong" % kind
        chunks.append(kind)
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
        if kind == b"IDAT":
            idat += body
        i += 12 + n
    if chunks[0] != b"IHDR" or chunks[-1] != b"IEND":
        return "IHDR must come first and IEND last"
    if (width, height) != (1024, 1024):
        return "the icon is %d x %d, not 1024 x 1024" % (width, height)
    if (depth, color) != (8, 2):
        return "not 8-bit RGB (an alpha channel, a palette or grey)"
    try:
        raw = zlib.decompress(idat)
    except zlib.error as error:
        return "the image data does not inflate: %s" % error
    stride = width * 3 + 1
    if len(raw) != stride * height:
        return "the image data inflates to %d bytes, not %d" % (len(raw), stride * height)
    if any(raw[y * stride] > 4 for y in range(height)):
        return "a row has no valid filter"
    return None


problem = check(sys.argv[1])
print(problem or "ok")
sys.exit(1 if problem else 0)
