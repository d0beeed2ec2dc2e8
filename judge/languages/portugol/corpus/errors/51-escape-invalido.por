programa {
  funcao inicio() {
    escreva("pasta\documentos\n")
  }
}
