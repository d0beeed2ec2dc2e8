programa {
  funcao mostrar() {
    escreva("oi\n")
  }
}
