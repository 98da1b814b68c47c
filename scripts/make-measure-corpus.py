#!/usr/bin/env python3
"""Writes the deterministic request corpora used to time `overset measure --jsonl`.

cold.jsonl: 20,000 distinct UI strings (1-40 words; every tenth in Arabic, CJK, Thai,
Devanagari, Hangul, Hebrew or with emoji) at 17 pt in a 343 pt width, 2 lines.
warm.jsonl: the audit pattern, 500 strings x 12 Dynamic Type sizes x 3 screen widths, 3 lines.

Usage: scripts/make-measure-corpus.py OUTPUT_DIR
"""
import json
import os
import random
import sys

WORDS = ["Account", "settings", "Continue", "Your", "order", "has", "shipped", "and", "will", "arrive",
         "on", "Thursday,", "October", "12.", "Privacy", "Notifications", "Kontoeinstellungen",
         "Datenschutz", "the", "a", "of", "to", "in", "for", "with", "mehr", "über", "café", "naïve", "—",
         "e-mail", "https://example.com/path", "Wi-Fi", "iPhone", "50%", "$9.99"]
OTHER = ["مرحبا بالعالم", "你好世界，今天天气很好", "สวัสดีครับ", "नमस्ते दुनिया", "👩🏽‍💻 coder 🎉",
         "안녕하세요 세계", "שלום עולם"]
SIZES = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]


def strings(count, seed):
    rng = random.Random(seed)
    result = []
    for index in range(count):
        if index % 10 == 0:
            text = rng.choice(OTHER) + " " + str(index)
        else:
            length = rng.choice([1, 2, 3, 5, 8, 12, 20, 40])
            text = " ".join(rng.choice(WORDS) for _ in range(length)) + " " + str(index)
        result.append(text)
    return result


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else "."
    os.makedirs(output, exist_ok=True)
    with open(os.path.join(output, "cold.jsonl"), "w", encoding="utf-8") as cold:
        for text in strings(20000, 1):
            cold.write(json.dumps({"text": text, "width": 343, "lineLimit": 2}) + "\n")
    with open(os.path.join(output, "warm.jsonl"), "w", encoding="utf-8") as warm:
        for text in strings(500, 2):
            for size in SIZES:
                for width in (320, 375, 430):
                    warm.write(json.dumps({"text": text, "size": size, "width": width - 32, "lineLimit": 3}) + "\n")


if __name__ == "__main__":
    main()
