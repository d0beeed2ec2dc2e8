programa {
  funcao inicio() {
    escreva(7 / 2, "\n")
    escreva(-7 / 2, "\n")
    escreva(7 % 3, "\n")
    escreva(-7 % 3, "\n")
    escreva(7 % -3, "\n")
    escreva(7 / 2.0, "\n")
    escreva(7.0 / 2, "\n")
    inteiro a = 9, b = 4
    real r = a / b
    escreva(r, "\n")
    r = a
    escreva(r / b, "\n")
    escreva(a / b * b + a % b, "\n")
    escreva(2 + 3 * 4 - 10 / 5, "\n")
    escreva((2 + 3) * (4 - 10) / 5, "\n")
    escreva(-a, " ", -(-a), "\n")
    escreva(1 + 2.5, "\n")
  }
}
