programa {
  funcao inicio(inteiro n) {
    escreva(n, "\n")
  }
}
