programa {
  escreva("Olá\n")

  funcao inicio() {
  }
}
