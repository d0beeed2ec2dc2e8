programa {
  funcao inteiro dividir(inteiro a, inteiro b) {
    retorne a / b
  }

  funcao inicio() {
    inteiro n
    leia(n)
    enquanto (n >= 0) {
      escreva("100 / ", n, " = ", dividir(100, n), "\n")
      n--
    }
  }
}
