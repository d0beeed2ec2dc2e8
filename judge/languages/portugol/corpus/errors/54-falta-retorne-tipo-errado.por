programa {
  funcao inteiro media(inteiro a, inteiro b) {
    retorne (a + b) / 2.0
  }

  funcao inicio() {
    escreva(media(3, 4), "\n")
  }
}
