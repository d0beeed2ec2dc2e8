programa {
  funcao inicio() {
    caracter r
    leia(r)
    se (r == 's' || r == 'S') {
      escreva("sim\n")
    }
  }
}
