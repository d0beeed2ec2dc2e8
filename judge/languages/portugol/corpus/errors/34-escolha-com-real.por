programa {
  funcao inicio() {
    real nota
    leia(nota)
    escolha (nota) {
      caso 10:
        escreva("dez\n")
    }
  }
}
