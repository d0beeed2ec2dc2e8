programa {
  funcao inicio() {
    inteiro limite
    leia(limite)
    logico composto[limite + 1]
    inteiro quantidade = 0
    inteiro ultimo = 0
    para (inteiro i = 2; i <= limite; i++) {
      se (nao composto[i]) {
        quantidade++
        ultimo = i
        para (inteiro j = i * 2; j <= limite; j += i) {
          composto[j] = verdadeiro
        }
      }
    }
    escreva(quantidade, " primos até ", limite, "; o maior é ", ultimo, "\n")
  }
}
