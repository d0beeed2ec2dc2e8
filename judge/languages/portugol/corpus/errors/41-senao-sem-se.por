programa {
  funcao inicio() {
    inteiro x = 1
    se (x > 0) {
      escreva("positivo\n")
    }
    escreva("pronto\n")
    senao {
      escreva("outro\n")
    }
  }
}
