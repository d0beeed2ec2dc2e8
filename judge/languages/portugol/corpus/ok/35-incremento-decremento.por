programa {
  funcao inicio() {
    inteiro i = 5
    i++
    escreva(i, "\n")
    i--
    i--
    escreva(i, "\n")
    ++i
    escreva(i, "\n")
    inteiro a = i++
    escreva(a, " ", i, "\n")
    inteiro b = ++i
    escreva(b, " ", i, "\n")
    inteiro c = i--
    escreva(c, " ", i, "\n")
    inteiro d = --i
    escreva(d, " ", i, "\n")
    real x = 1.5
    x++
    escreva(x, "\n")
    inteiro v[] = {1, 2, 3}
    v[1]++
    --v[2]
    escreva(v[0], v[1], v[2], "\n")
    para (inteiro k = 3; k > 0; k--) {
      escreva(k, " ")
    }
    escreva("\n")
  }
}
