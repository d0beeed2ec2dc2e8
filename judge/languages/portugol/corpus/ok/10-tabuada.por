programa {
  funcao inicio() {
    inteiro n
    leia(n)
    escreva("Tabuada do ", n, "\n")
    para (inteiro i = 1; i <= 10; i++) {
      escreva(n, " x ", i, " = ", n * i, "\n")
    }
  }
}
