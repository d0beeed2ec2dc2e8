programa {
  funcao inicio() {
    inteiro op
    leia(op)
    escolha (op) {
      caso 1:
        escreva("um\n")
        pare
      caso 1:
        escreva("outro um\n")
        pare
    }
  }
}
