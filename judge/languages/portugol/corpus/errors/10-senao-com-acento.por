programa {
  funcao inicio() {
    inteiro n
    leia(n)
    se (n > 0) {
      escreva("positivo\n")
    } senão {
      escreva("não positivo\n")
    }
  }
}
