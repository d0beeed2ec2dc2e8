programa {
  funcao inicio() {
    inteiro idade
    leia(idade)
    se (idade > 12 && idade < 18) {
      escreva("adolescente\n")
    }
  }
}
