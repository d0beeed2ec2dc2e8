programa {
  funcao inicio() {
    inteiro idade
    leia(idade)
    se (idade >= 18) {
      escreva("maior de idade\n")
    escreva("fim\n")
  }
}
