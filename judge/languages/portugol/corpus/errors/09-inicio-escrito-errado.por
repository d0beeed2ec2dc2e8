programa {
  funcao inico() {
    escreva("oi\n")
  }
}
