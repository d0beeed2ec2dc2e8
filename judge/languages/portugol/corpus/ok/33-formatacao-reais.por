programa {
  funcao inicio() {
    escreva(3.0, "\n")
    escreva(2.5, "\n")
    escreva(1 / 3.0, "\n")
    escreva(2.0 / 3, "\n")
    escreva(10000000.0, "\n")
    escreva(9999999.0, "\n")
    escreva(12345678.9, "\n")
    escreva(0.0001, "\n")
    escreva(0.001, "\n")
    escreva(0.1 + 0.2, "\n")
    escreva(-0.5, "\n")
    escreva(100.0 * 3, "\n")
    real x = 7
    escreva(x, "\n")
    escreva(x / 2, "\n")
    escreva(1.1 * 1.1, "\n")
    escreva(0.0, "\n")
    escreva(123456789.0 * 1000, "\n")
    escreva(1.0 / 1024 / 1024, "\n")
  }
}
