// Client-safe: what the editor holds before the student's first draft (issue 16, "what people expect"). Each
// template reads standard input the usual way for its language and does nothing harmful when there is none
// (an exercise without input still runs), so a student starts from a program that compiles.
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type LanguageId } from '../constants'

const STARTER: Record<LanguageId, string> = {
  c: `#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) n = 0;

    return 0;
}
`,
  'c++': `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0;
    cin >> n;

    return 0;
}
`,
  python3: `import sys

tokens = sys.stdin.read().split()

`,
  pypy: `import sys

tokens = sys.stdin.read().split()

`,
  javascript: `const tokens = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean)

`,
  java: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();

    }
}
`,
  portugol: `programa {
    funcao inicio() {
        cadeia linha
        leia(linha)

    }
}
`,
  rust: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_whitespace();

}
`,
  go: `package main

import (
\t"bufio"
\t"fmt"
\t"os"
)

func main() {
\treader := bufio.NewReader(os.Stdin)
\twriter := bufio.NewWriter(os.Stdout)
\tdefer writer.Flush()
\tvar n int
\tfmt.Fscan(reader, &n)

}
`,
  dart: `import 'dart:io';

void main() {
  final line = stdin.readLineSync();

}
`,
}

/** An exercise's own starter code by language (starter-code.server.ts), in place of the templates. */
export type StarterCodes = Partial<Record<LanguageId, string>>

/** The exercise's own code for a language, else the language's template (empty for an unknown one). */
export function starterCode(language: string, own: StarterCodes = {}): string {
  const mine = own[language as LanguageId]
  if (mine !== undefined) return mine
  return Object.hasOwn(STARTER, language) ? STARTER[language as LanguageId] : ''
}

/**
 * True when `code` is still a starter (the exercise's own or a template) or blank: switching language may
 * replace it.
 */
export function isStarterCode(code: string, own: StarterCodes = {}): boolean {
  const trimmed = code.trim()
  return (
    trimmed === '' || [...Object.values(STARTER), ...Object.values(own)].some((t) => t?.trim() === trimmed)
  )
}

/**
 * What the editor opens with before a first draft: the default language, unless the exercise has its own code
 * only for others — then the first of those, so the student sees what the author wrote.
 */
export function openingDraft(own: StarterCodes): { language: LanguageId; code: string } {
  const language =
    own[DEFAULT_LANGUAGE] !== undefined
      ? DEFAULT_LANGUAGE
      : (LANGUAGE_IDS.find((l) => own[l] !== undefined) ?? DEFAULT_LANGUAGE)
  return { language, code: starterCode(language, own) }
}
