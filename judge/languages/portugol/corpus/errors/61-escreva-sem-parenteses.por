programa {
  funcao inicio() {
    escreva "Olá"
  }
}
