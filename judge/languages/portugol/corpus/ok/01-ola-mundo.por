programa {
  funcao inicio() {
    escreva("Olá, mundo!\n")
    escreva("Bem-vindo ao Portugol.", "\n")
  }
}
