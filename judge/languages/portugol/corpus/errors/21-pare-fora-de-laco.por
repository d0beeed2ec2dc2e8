programa {
  funcao inicio() {
    inteiro n
    leia(n)
    se (n < 0) {
      pare
    }
    escreva(n, "\n")
  }
}
