programa {
  funcao inicio() {
    inteiro numero, soma = 0, contador = 0
    faca {
      leia(numero)
      se (numero > 0) {
        soma += numero
        contador++
      }
    } enquanto (numero != 0)
    escreva("Somei ", contador, " números positivos: ", soma, "\n")

    inteiro i = 10
    faca {
      escreva("executa uma vez mesmo com i = ", i, "\n")
    } enquanto (i < 5)
  }
}
