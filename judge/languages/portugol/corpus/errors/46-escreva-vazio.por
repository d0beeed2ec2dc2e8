programa {
  funcao inicio() {
    escreva()
  }
}
