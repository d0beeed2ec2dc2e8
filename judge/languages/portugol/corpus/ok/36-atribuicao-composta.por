programa {
  funcao inicio() {
    inteiro n = 10
    n += 5
    escreva(n, "\n")
    n -= 3
    escreva(n, "\n")
    n *= 4
    escreva(n, "\n")
    n /= 5
    escreva(n, "\n")
    n %= 4
    escreva(n, "\n")
    real r = 10
    r /= 4
    escreva(r, "\n")
    r *= 2
    escreva(r, "\n")
    r += 1
    escreva(r, "\n")
    r -= 0.5
    escreva(r, "\n")
    cadeia s = "a"
    s += "b"
    s += 1
    escreva(s, "\n")
    inteiro m[2][2]
    m[1][1] += 7
    m[1][1] *= 3
    escreva(m[1][1], " ", m[0][0], "\n")
  }
}
