programa {
  inteiro dobro(inteiro x) {
    retorne x * 2
  }

  funcao inicio() {
    escreva(dobro(4), "\n")
  }
}
