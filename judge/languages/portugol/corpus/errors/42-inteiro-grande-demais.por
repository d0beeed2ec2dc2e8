programa {
  funcao inicio() {
    inteiro populacao = 3000000000
    escreva(populacao, "\n")
  }
}
