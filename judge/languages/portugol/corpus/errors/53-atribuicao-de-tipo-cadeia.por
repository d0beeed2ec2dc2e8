programa {
  funcao inicio() {
    inteiro idade
    escreva("Idade: ")
    idade = "doze"
  }
}
