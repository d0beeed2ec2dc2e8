// Test programs per language (tests only). `ok` prints "hello, world" then the sum of two integers from stdin.

export interface Programs {
  ok: string
  /** Fails the compile (or syntax-check) step. */
  syntax: string
  /** Compiles and runs, prints the sum plus one. */
  wrong: string
  /** Crashes at run time (exception, panic or segfault). */
  crash: string
  /** Never ends, burning CPU. */
  loop: string
  /** Touches ~512 MiB. */
  memory: string
}

export const PROGRAMS: Record<string, Programs> = {
  c: {
    ok: `#include <stdio.h>
int main(void) {
  long long a, b;
  puts("hello, world");
  if (scanf("%lld %lld", &a, &b) == 2) printf("%lld\\n", a + b);
  return 0;
}
`,
    syntax: 'int main(void) {\n  return 0\n}\n',
    wrong:
      '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("hello, world\\n%lld\\n", a + b + 1); }\n',
    // A NULL read whose result is used: GCC -O2 deletes a NULL store, and turns 1 / zero into a compare.
    crash: '#include <stdio.h>\nint main(void) { int *volatile p = 0; printf("%d\\n", *p); }\n',
    loop: 'int main(void) { volatile unsigned long x = 0; for (;;) x++; }\n',
    // Written and read back at an input-dependent place, or GCC drops the malloc altogether.
    memory: `#include <stdio.h>
#include <stdlib.h>
int main(void) {
  size_t n = 512u << 20, k = 0;
  char *p = malloc(n);
  for (size_t i = 0; i < n; i++) p[i] = (char)(i * 7);
  if (scanf("%zu", &k) != 1) k = 1;
  printf("%d\\n", p[(k * 4099) % n]);
}
`,
  },
  'c++': {
    ok: `#include <bits/stdc++.h>
int main() {
  long long a, b;
  std::cout << "hello, world\\n";
  if (std::cin >> a >> b) std::cout << a + b << '\\n';
}
`,
    syntax: '#include <iostream>\nint main() { std::cout << "x" << ; }\n',
    wrong:
      '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << "hello, world\\n" << a + b + 1 << "\\n"; }\n',
    crash:
      '#include <vector>\n#include <iostream>\nint main() { std::vector<int> v; std::cout << v.at(5) << "\\n"; }\n',
    loop: 'int main() { volatile unsigned long x = 0; for (;;) x = x + 1; }\n',
    memory:
      '#include <vector>\n#include <iostream>\nint main() { std::vector<char> v(512u << 20, 1); std::cout << int(v.back()) << "\\n"; }\n',
  },
  python3: {
    ok: 'import sys\nprint("hello, world")\nnums = sys.stdin.read().split()\nif len(nums) >= 2:\n    print(int(nums[0]) + int(nums[1]))\n',
    syntax: 'print("hello"\nx = 1\n',
    wrong: 'a, b = map(int, input().split())\nprint("hello, world")\nprint(a + b + 1)\n',
    crash: 'raise ValueError("boom")\n',
    loop: 'x = 0\nwhile True:\n    x += 1\n',
    memory: "s = 'x' * (512 << 20)\nprint(len(s))\n",
  },
  javascript: {
    ok: `const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/)
console.log('hello, world')
if (nums.length >= 2) console.log(String(BigInt(nums[0]) + BigInt(nums[1])))
`,
    syntax: 'let x = ;\nconsole.log(x)\n',
    wrong:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number)\nconsole.log('hello, world')\nconsole.log(a + b + 1)\n",
    crash: "throw new Error('boom')\n",
    loop: 'let x = 0\nfor (;;) x++\n',
    memory: 'const a = []\nfor (;;) a.push(new Array(1e5).fill(a.length))\n',
  },
  java: {
    ok: `import java.io.*;
import java.util.*;

public class Main {
  public static void main(String[] args) throws IOException {
    System.out.println("hello, world");
    StringTokenizer st = new StringTokenizer(new String(System.in.readAllBytes()));
    if (st.countTokens() >= 2) System.out.println(Long.parseLong(st.nextToken()) + Long.parseLong(st.nextToken()));
  }
}
`,
    syntax: 'public class Main {\n  public static void main(String[] args) {\n    int x = ;\n  }\n}\n',
    wrong:
      'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); long x = s.nextLong(), y = s.nextLong(); System.out.println("hello, world"); System.out.println(x + y + 1); } }\n',
    crash:
      'public class Main { public static void main(String[] a) { throw new IllegalStateException("boom"); } }\n',
    loop: 'public class Main { static volatile long x; public static void main(String[] a) { for (;;) x++; } }\n',
    memory:
      'import java.util.*;\npublic class Main { public static void main(String[] a) { List<long[]> l = new ArrayList<>(); for (;;) l.add(new long[1 << 16]); } }\n',
  },
  rust: {
    ok: `use std::io::Read;

fn main() {
    println!("hello, world");
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let nums: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    if nums.len() >= 2 {
        println!("{}", nums[0] + nums[1]);
    }
}
`,
    syntax: 'fn main() {\n    let x = ;\n}\n',
    wrong:
      'use std::io::Read;\nfn main() { let mut s = String::new(); std::io::stdin().read_to_string(&mut s).unwrap(); let v: Vec<i64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect(); println!("hello, world\\n{}", v[0] + v[1] + 1); }\n',
    crash:
      'fn main() { let v: Vec<i32> = Vec::new(); let i = std::env::args().count() + 4; println!("{}", v[i]); }\n',
    loop: 'fn main() { let mut x: u64 = 0; loop { x = unsafe { std::ptr::read_volatile(&x) } + 1; } }\n',
    memory: 'fn main() { let v = vec![1u8; 512 << 20]; println!("{}", v[v.len() - 1]); }\n',
  },
  go: {
    ok: `package main

import "fmt"

func main() {
	fmt.Println("hello, world")
	var a, b int64
	if n, _ := fmt.Scan(&a, &b); n == 2 {
		fmt.Println(a + b)
	}
}
`,
    syntax: 'package main\n\nfunc main() {\n\tx :=\n}\n',
    wrong:
      'package main\nimport "fmt"\nfunc main() { var a, b int64; fmt.Scan(&a, &b); fmt.Println("hello, world"); fmt.Println(a + b + 1) }\n',
    crash: 'package main\nfunc main() { var m map[string]int; m["x"] = 1 }\n',
    loop: 'package main\nfunc main() { x := 0; for { x++ } }\n',
    memory:
      'package main\nimport "fmt"\nfunc main() { b := make([]byte, 512<<20); for i := range b { b[i] = 1 }; fmt.Println(b[len(b)-1]) }\n',
  },
}

PROGRAMS.pypy = PROGRAMS.python3
