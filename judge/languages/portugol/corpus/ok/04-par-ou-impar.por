programa {
  funcao inicio() {
    inteiro quantidade, numero
    leia(quantidade)
    para (inteiro i = 0; i < quantidade; i++) {
      leia(numero)
      se (numero % 2 == 0) {
        escreva(numero, " é par\n")
      } senao {
        escreva(numero, " é ímpar\n")
      }
    }
  }
}
