programa {
  funcao inicio() {
    escreva("primeiro"
    escreva("segundo")
  }
}
