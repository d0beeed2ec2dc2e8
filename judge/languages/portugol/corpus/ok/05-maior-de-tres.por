programa {
  funcao inteiro maior(inteiro a, inteiro b, inteiro c) {
    inteiro m = a
    se (b > m) {
      m = b
    }
    se (c > m) {
      m = c
    }
    retorne m
  }

  funcao inicio() {
    inteiro a, b, c
    leia(a, b, c)
    escreva("Maior: ", maior(a, b, c), "\n")
    leia(a, b, c)
    escreva("Maior: ", maior(a, b, c), "\n")
    leia(a, b, c)
    escreva("Maior: ", maior(a, b, c), "\n")
  }
}
