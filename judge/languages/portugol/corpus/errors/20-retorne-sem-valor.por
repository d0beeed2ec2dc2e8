programa {
  funcao inteiro maior(inteiro a, inteiro b) {
    se (a > b) {
      retorne
    }
    retorne b
  }

  funcao inicio() {
    escreva(maior(3, 4), "\n")
  }
}
