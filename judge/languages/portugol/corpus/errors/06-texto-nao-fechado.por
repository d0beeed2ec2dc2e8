programa {
  funcao inicio() {
    escreva("Olá, mundo!)
  }
}
