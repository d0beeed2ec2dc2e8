programa {
  funcao real metade(real x) {
    retorne x / 2
  }

  funcao real area(real base, real altura) {
    retorne base * altura / 2
  }

  funcao inicio() {
    inteiro n = 7
    real r = n
    escreva(r, "\n")
    escreva(metade(n), "\n")
    escreva(metade(9), "\n")
    escreva(area(3, 5), "\n")
    r = n * 2
    escreva(r, "\n")
    real v[] = {1, 2, 3.5}
    escreva(v[0] + v[1] + v[2], "\n")
    escreva(n / 2 * 1.0, " ", n * 1.0 / 2, "\n")
    escreva(n > 6.5, " ", 3 == 3.0, "\n")
  }
}
