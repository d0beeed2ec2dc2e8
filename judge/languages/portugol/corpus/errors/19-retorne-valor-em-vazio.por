programa {
  funcao dobro(inteiro x) {
    retorne x * 2
  }

  funcao inicio() {
    dobro(4)
  }
}
