programa {
  funcao inicio() {
    caracter letra = "a"
    escreva(letra, "\n")
  }
}
