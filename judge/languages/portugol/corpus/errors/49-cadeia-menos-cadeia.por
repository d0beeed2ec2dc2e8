programa {
  funcao inicio() {
    cadeia nome = "Maria"
    escreva(nome - "a", "\n")
  }
}
